import type {
  ContactInboxMessage,
  ContactInboxResponse,
} from '../../../shared/schemas/contact-api';
import { apiPaths } from '../../../shared/routes';
import { setApiData, useApiCommand, useApiQuery } from '../../lib/api-query';

/** GET /api/admin/contact-messages: the inbox, new messages first. */
export function useContactInbox() {
  return useApiQuery<ContactInboxResponse>(apiPaths.contactMessages, { signedIn: true });
}

/**
 * POST /api/admin/contact-messages/:id/handled. The answer replaces the message in the
 * cached inbox, so the list updates without another round trip.
 */
export function useMarkHandled() {
  return useApiCommand<{ id: string; handled: boolean }, { message: ContactInboxMessage }>(
    ({ id, handled }) => ({
      path: apiPaths.contactMessageHandled(id),
      method: 'POST',
      body: { handled },
    }),
    ({ message }, _, { client, userId }) => {
      setApiData<ContactInboxResponse>(client, apiPaths.contactMessages, userId, (old) => {
        if (!old) return old;
        const messages = old.messages.map((m) => (m.id === message.id ? message : m));
        return { messages, newCount: messages.filter((m) => m.handledAt === null).length };
      });
    },
  );
}
