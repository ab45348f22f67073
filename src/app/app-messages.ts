import { defineMessages } from '../ton/i18n/messages.ts';

/** The page's frame: header, navigation, the failure states and the not-found page (src/app). */
export const appMessages = defineMessages('app.shell', {
  skipToContent: 'Skip to content',
  homeLink: 'tonlens home',
  mainNav: 'Main',
  latestBlock: 'Latest block',
  accounts: 'Accounts',
  settings: 'Settings',
  fromLink: '(from link)',
  endpointInUse: 'The API endpoint in use',
  endpointInUseWithKey: 'The API endpoint in use, with API key',
  endpointInUseKeyNotUsed: 'The API endpoint in use, API key not used in this tab',
  keyboardShortcuts: 'Keyboard shortcuts',
  keyboardShortcutsTitle: 'Keyboard shortcuts (?)',
  loading: 'Loading…',
  appFailedTitle: 'tonlens stopped working',
  appFailedBody:
    'Something on this page failed before it could be shown. Your settings and saved keys are untouched. Reloading usually helps; if this address came from a link, opening the home page without its parameters does too.',
  reload: 'Reload',
  openHome: 'Open the home page',
  goHome: 'Go to the home page',
  framedTitle: 'tonlens is shown inside another page.',
  framedBody: '{title} To protect your settings and keys, nothing can be confirmed or changed here. {link}.',
  framedOpenTab: 'Open tonlens in its own tab',
  notFoundTitle: 'Not found',
  notFoundHeading: 'Page not found',
  notFoundBody: 'tonlens has block pages ({blockPath}) and an accounts page ({accountsPath}).',
  pageFailedTitle: 'This page failed',
  pageFailedUnknown: 'An unexpected error happened while showing this page.',
});
