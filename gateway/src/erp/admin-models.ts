import type { BannerKind, Slide } from '../domain/banner-record.ts';
import type { LayoutBlock } from '../domain/homepage-layout.ts';

/** The back office's shapes of ERP data: the pickup calendar, banners and home layouts. */

export interface AdminPickupCalendar {
  /** YYYY-MM-DD, ascending. */
  disabled: string[];
  enabled: Array<{ date: string; pickups: number }>;
  slotsPerDay: number;
}

export interface BannerModel {
  timeStamp: string;
  type: BannerKind;
  name: string;
  /** Slides with the files as the ERP stores them (linkFile). */
  slides: Slide[];
  isDefault: boolean;
  isDefaultForVisitors: boolean;
}

export interface HomeLayouts {
  loggedIn: LayoutBlock[] | null;
  visitors: LayoutBlock[] | null;
}
