/** Ad-blocker polling interval. */
export const AD_POLL_INTERVAL_MS = 500;
/** Checks before polling stops. */
export const AD_MAX_POLLS = 30;
/** The visitor is taken to block ads after more than this many checks. */
export const AD_BLOCKED_AFTER_CHECKS = 6;
/** Probability that a blocked visitor sees the ad-blocker appeal instead of an in-house ad. */
export const AD_APPEAL_PROBABILITY = 0.2;
/** Attempts of the ad-serving JSON fetch. */
export const AD_FETCH_MAX_ATTEMPTS = 10;
/** Minimum height of the ad block in px, from `sm` up. */
export const AD_HEIGHT = 126;
/** Minimum height of the ad block in px on small screens. */
export const AD_HEIGHT_MOBILE = 142;
/** Top and bottom margins of the ad block, in spacing units. */
export const AD_MARGIN = 3;
/** Elements the ad network script creates; their presence means ads are not blocked. */
export const AD_NETWORK_SELECTOR = '#carbonads, .carbonads';
/** `rel` of every ad link. */
export const AD_LINK_REL = 'noopener sponsored';
