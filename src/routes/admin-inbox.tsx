import { InboxPage } from '../features/admin/inbox-page.tsx';

export function meta() {
  return [{ title: 'Forms inbox – Operator console' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminInboxRoute() {
  return <InboxPage />;
}
