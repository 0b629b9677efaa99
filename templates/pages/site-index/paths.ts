/** The site index: every page the search finds, grouped; what the search is without JavaScript. */
export const siteIndexPath = '/site-index/';
