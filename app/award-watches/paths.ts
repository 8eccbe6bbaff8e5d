/** Where a visitor manages their watches, and where an email's stop link lands. */
export const awardWatchesPath = "/account/award-watches";
export const awardWatchStopPath = "/alerts/award-watch/stop";
