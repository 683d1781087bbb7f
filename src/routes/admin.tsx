import { AdminLayout } from '../features/admin/admin-layout.tsx';
import '../features/admin/admin.css';

// The operator's console. Never prerendered (the gateway serves the app shell here only when
// ADMIN_TOKEN is set, with X-Robots-Tag: noindex); every figure is loaded by the browser.
export function meta() {
  return [{ title: 'Operator console – AI Writing Tools' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminRoute() {
  return <AdminLayout />;
}
