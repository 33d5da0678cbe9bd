// The one rule that decides who may administer what (design §4, §5.9). Guards, the viewer's
// capability flags and the editors' queries all ask this function, so they cannot disagree.

export interface AdminPolicy {
  /** Reference ids (IdDetCliRef) allowed to edit banners and the homepage. */
  bannerRefIds: readonly string[];
  /** Reference ids allowed to administer pickup dates, together with the customer id below. */
  pickupRefIds: readonly string[];
  pickupCustomerId: string;
}

/** Who the session says the user is; null for an anonymous (or expired) visitor. */
export interface AdminIdentity {
  customerId: number;
  referenceId: number;
}

export interface AdminCapabilities {
  editBanners: boolean;
  editHomepage: boolean;
  administerPickups: boolean;
  readAuditLog: boolean;
}

export type AdminArea = 'BANNERS' | 'HOMEPAGE' | 'PICKUPS' | 'AUDIT';

export function adminCapabilities(who: AdminIdentity | null, policy: AdminPolicy): AdminCapabilities {
  if (!who) return { editBanners: false, editHomepage: false, administerPickups: false, readAuditLog: false };
  const ref = String(who.referenceId);
  const banners = who.referenceId > 0 && policy.bannerRefIds.includes(ref);
  const pickups =
    who.customerId > 0 && String(who.customerId) === policy.pickupCustomerId && policy.pickupRefIds.includes(ref);
  return { editBanners: banners, editHomepage: banners, administerPickups: pickups, readAuditLog: banners || pickups };
}

export function mayAdminister(area: AdminArea, who: AdminIdentity | null, policy: AdminPolicy): boolean {
  const can = adminCapabilities(who, policy);
  switch (area) {
    case 'BANNERS':
      return can.editBanners;
    case 'HOMEPAGE':
      return can.editHomepage;
    case 'PICKUPS':
      return can.administerPickups;
    case 'AUDIT':
      return can.readAuditLog;
  }
}
