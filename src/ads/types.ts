/** An in-house ad, shown to visitors who block ads. */
export interface InHouseAd {
  kind: 'in-house';
  name: string;
  /** https: URL or site path. */
  link: string;
  /** Image path under /static/ads/. */
  img: string;
  description: string;
}

/** A third-party ad from the ad-serving endpoint, already checked. */
export interface ThirdPartyAd {
  company: string;
  description: string;
  /** https: URL or null. */
  image: string | null;
  /** https: click-through URL. */
  statlink: string;
  /** https: impression URL or null. */
  statimp: string | null;
  /** `||`-separated pixel URLs, possibly with a `[timestamp]` placeholder. */
  pixel: string;
  timestamp: string;
}

/** `image`: the ad network script; `inline`: the ad-serving JSON endpoint. */
export type AdShape = 'image' | 'inline';

/** What the slot shows, as reported to analytics. */
export type AdContentKind = 'network' | 'inline' | 'in-house' | 'appeal';
