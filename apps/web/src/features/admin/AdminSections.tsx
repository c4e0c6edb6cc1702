import { AdminMessagesSection } from './AdminMessagesSection.tsx';
import { IpBanSection } from './IpBanSection.tsx';

/** The profile's admin-only part (spec §2, §6). The server checks the role on every call. */
export function AdminSections() {
  return (
    <>
      <IpBanSection />
      <AdminMessagesSection />
    </>
  );
}
