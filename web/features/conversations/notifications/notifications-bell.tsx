import { memo, useCallback, useRef, useState } from 'react';
import { Badge, Box, Button, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { LuBell } from '../../../components/icons/bell';
import type { NotificationView } from '../../../../shared/conversations/api';
import { formatDate } from '../../../../shared/format';
import { RouterLink } from '../../../components/router-link';
import { useSessionUser } from '../../../lib/session';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { errorText } from '../../../lib/error-text';
import { notificationSentence } from './notification-sentence';
import { notificationTarget } from './notification-target';

/**
 * The top bar's bell: the unread count, the latest notifications (each opens what it is
 * about and marks itself read), and "Mark all read", which sends the newest `createdAt`
 * shown (anything newer stays unread).
 */
export function NotificationsBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const role = useSessionUser()?.role;
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const data = notifications.status === 'success' ? notifications.data : null;
  const unread = data?.unreadCount ?? 0;
  const newest = data?.notifications[0]?.createdAt;

  async function markAll() {
    if (!newest) return;
    setFailure(null);
    try {
      await markRead({ upTo: newest });
    } catch (caught) {
      setFailure(errorText(caught));
    }
  }

  const opened = useCallback(
    (n: NotificationView) => {
      setOpen(false);
      // The page it opens is the point; a failed read mark only leaves it bold in the list.
      if (!n.read) void markRead({ id: n.id }).catch(() => undefined);
    },
    [markRead],
  );

  return (
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      // Focus goes to the list itself (labelled "Notifications"; Tab reaches its links), not
      // to its first link: focus on a link is read as intent, and that link's page code and
      // reads were started in the frame that draws the list (with Zag's search for the first
      // focusable element), 40-70 ms of it at 4x CPU, for a page nobody pointed at.
      initialFocusEl={() => content.current}
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          position="relative"
        >
          <LuBell />
          {unread > 0 && (
            <Badge
              aria-hidden="true"
              colorPalette="red"
              variant="solid"
              position="absolute"
              top="0"
              right="0"
              rounded="full"
            >
              {unread}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content ref={content}>
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
                {data && data.notifications.length === 0 && (
                  <Text color="fg.muted">Nothing yet.</Text>
                )}
                {data && data.notifications.length > 0 && (
                  <NotificationList
                    notifications={data.notifications}
                    role={role}
                    onOpen={opened}
                  />
                )}
                {failure && (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {failure}
                  </Text>
                )}
                <Button size="sm" variant="outline" onClick={markAll} disabled={unread === 0}>
                  Mark all read
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

interface NotificationListProps {
  notifications: readonly NotificationView[];
  role: string | null | undefined;
  onOpen: (notification: NotificationView) => void;
}

/**
 * The bell's list. Memoised: opening or closing the popover changes the bell's state, not
 * the list, so a click on the bell draws the popover without drawing every item again.
 */
const NotificationList = memo(function NotificationList({
  notifications,
  role,
  onOpen,
}: NotificationListProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" maxH="80" overflowY="auto">
      {notifications.map((n) => (
        <Box as="li" key={n.id} fontWeight={n.read ? 'normal' : 'semibold'}>
          <RouterLink
            to={notificationTarget(n, role)}
            onClick={() => onOpen(n)}
            display="block"
            rounded="md"
            p="1"
            color="fg"
            _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
          >
            <Text fontSize="sm">
              {notificationSentence(n)}
              {n.read ? '' : ' (unread)'}
            </Text>
            {/* Only the excerpt is cut short: after it, the date was always
                lost to the ellipsis. */}
            <Text fontSize="xs" color="fg.muted" display="flex" gap="1">
              <Box as="span" truncate minW="0">
                {n.excerpt}
              </Box>
              <Box as="span" flexShrink="0">
                · <time dateTime={n.createdAt}>{formatDate(n.createdAt)}</time>
              </Box>
            </Text>
          </RouterLink>
        </Box>
      ))}
    </Stack>
  );
});
