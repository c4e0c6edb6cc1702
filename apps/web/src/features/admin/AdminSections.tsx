import { AdminMessagesSection } from './AdminMessagesSection.tsx';
import { IpBanSection } from './IpBanSection.tsx';

/** The profile's admin-only part (docs/product-rules.md#profile, docs/product-rules.md#admins). The server checks the role on every call. */
export function AdminSections() {
  return (
    <>
      <IpBanSection />
      <AdminMessagesSection />
    </>
  );
}
