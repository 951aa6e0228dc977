import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { isChunkLoadError } from '../lib/chunk-load-error';
import { retryFailedParts } from '../lib/retryable-lazy';

export interface PartBoundaryProps {
  /** What the part shows, for its message: 'the updates', 'this chart'. */
  what: string;
  /** 'inline' for a part inside a line of other things (a post's Hide button). */
  size?: 'block' | 'inline';
  /** Shown instead of the message (a part with no place on the page, like the toaster). */
  fallback?: (retry: () => void) => ReactNode;
  /**
   * What the part shows (a project's slug): when it changes, a part that failed is drawn
   * again, as if the visitor had pressed Try again. The same page can show another project
   * without remounting (back and forward between two projects).
   */
  resetKey?: string;
  children: ReactNode;
}

interface PartBoundaryState {
  /** The error that stopped the part, or null while it works. */
  error: Error | null;
}

/**
 * Keeps a failure inside one part of a page (a tab, a chart, a dialog, mostly loaded
 * lazily): if its code cannot be downloaded or it throws while rendering, only the part
 * says so, with a "Try again" button, and the rest of the page keeps working. Try again
 * renews the lazy parts whose download failed (web/lib/retryable-lazy.ts) and draws the
 * part again. The error's own text is for the console, not the visitor.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { error: null };

  static getDerivedStateFromError(thrown: unknown): PartBoundaryState {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Could not show ${this.props.what}:`, error, info.componentStack);
  }

  override componentDidUpdate(previous: PartBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.retry();
  }

  private readonly retry = () => {
    retryFailedParts();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    const { what, size = 'block', fallback, children } = this.props;
    if (!error) return children;
    if (fallback) return fallback(this.retry);
    const title = isChunkLoadError(error)
      ? `We could not load ${what}.`
      : `Something went wrong showing ${what}.`;
    if (size === 'inline') {
      return (
        <HStack gap="2">
          <Text fontSize="sm" color="fg.error">
            {title}
          </Text>
          <Button size="xs" variant="outline" onClick={this.retry}>
            Try again
          </Button>
        </HStack>
      );
    }
    return (
      <Alert.Root status="error" alignItems="center" flexWrap="wrap" gap="3">
        <Alert.Indicator />
        <Alert.Content flex="1" minW="12rem">
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>
            {isChunkLoadError(error)
              ? 'Check your connection, then try again.'
              : 'Try again, or reload the page if it keeps happening.'}
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={this.retry}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
}

/**
 * A lazily loaded part of a page: `loading` while its code downloads, and the boundary's
 * message with "Try again" if the download fails or the part throws.
 */
export function LazyPart({
  what,
  loading,
  size,
  resetKey,
  children,
}: Pick<PartBoundaryProps, 'what' | 'size' | 'resetKey' | 'children'> & { loading: ReactNode }) {
  return (
    <PartBoundary what={what} size={size} resetKey={resetKey}>
      <Suspense fallback={loading}>{children}</Suspense>
    </PartBoundary>
  );
}
