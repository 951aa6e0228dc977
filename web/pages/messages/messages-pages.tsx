import { paths } from '../../../shared/routes';
import { PageTitle } from '../../components/page-title';
import { Inbox } from '../../features/conversations/messages/inbox';

/** /investor/messages: conversations with the founders of projects I follow or backed. */
export function InvestorMessagesPage() {
  return (
    <>
      <PageTitle title="Messages" />
      <Inbox
        basePath={paths.investor.messages}
        emptyHint="Use “Message the founder” on a project you follow or invested in."
      />
    </>
  );
}

/** /creator/messages: investors' conversations about my projects. */
export function CreatorMessagesPage() {
  return (
    <>
      <PageTitle title="Messages" />
      <Inbox
        basePath={paths.creator.messages}
        emptyHint="Investors who follow or back your projects can write to you here."
      />
    </>
  );
}
