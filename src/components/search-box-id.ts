/** The id of the header's search box: the shortcuts (/, Ctrl+K) and the home page's pointer to it find it by it. */
export const HEADER_SEARCH_ID = 'header-search';
