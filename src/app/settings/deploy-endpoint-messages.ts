import { defineMessages } from '../../ton/i18n/messages.ts';

/** What the endpoint settings say about an endpoint the deploy's config.json names. */
export const deployEndpointMessages = defineMessages('app.settings.deploy', {
  serverHoldsKey:
    'The server at {origin} holds the API key: there is nothing to enter here, and this browser sends no key to it.',
  cspBlocked:
    "This site's config.json names {origin}, which this build's security policy does not allow: its requests will fail. Serve the API from this origin (a path such as /api/v3) or rebuild with {setting}.",
});
