import { createSystem, defineConfig, defineRecipe, defineSlotRecipe } from '@chakra-ui/react';
import { dialogSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { chakraConfigs } from './chakra-theme';

/** The one design system of the app: the part of Chakra's defaults it uses plus our brand tokens. */
const config = defineConfig({
  theme: {
    recipes: {
      button: defineRecipe({
        variants: {
          variant: {
            // Chakra's solid hover (the solid colour at 90 % over white) gives white text
            // 4.36:1 on blue, under WCAG AA's 4.5:1; a darker shade keeps it above.
            solid: { _hover: { bg: 'colorPalette.700' } },
          },
        },
      }),
    },
    slotRecipes: {
      dialog: defineSlotRecipe({
        // The merge replaces a list item by item: the same slots, so none is lost.
        slots: dialogSlotRecipe.slots,
        base: {
          // Chakra's dialog is as wide as the screen below its maximum width, so on a
          // phone its box touched both edges and read as the page rather than over it.
          // A margin at every width: wider screens centre a narrower box anyway.
          positioner: { px: '4' },
        },
      }),
      tabs: defineSlotRecipe({
        slots: tabsSlotRecipe.slots,
        base: {
          // Chakra's tab may shrink to its 40 px minimum while its label goes on: on a phone
          // the project page's six labels ran into each other. Each tab keeps its label's
          // width on one line and the list scrolls sideways instead.
          trigger: { flexShrink: '0', whiteSpace: 'nowrap' },
        },
      }),
    },
    tokens: {
      fonts: {
        heading: { value: `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
        body: { value: `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.blue.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.blue.700}' },
          muted: { value: '{colors.blue.100}' },
          subtle: { value: '{colors.blue.50}' },
          emphasized: { value: '{colors.blue.200}' },
          focusRing: { value: '{colors.blue.500}' },
        },
        // Chakra's default error red (red.500) is 3.8:1 on white, under WCAG AA's 4.5:1
        // for the small text of field errors.
        fg: {
          error: { value: '{colors.red.700}' },
        },
      },
    },
  },
});

export const system = createSystem(...chakraConfigs, config);
