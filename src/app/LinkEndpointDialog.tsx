import { Dialog } from '../components/ui/Dialog.tsx';

interface LinkEndpointDialogProps {
  /** The base URL the link names (checked to be a URL, not yet trusted). */
  linkEndpoint: string;
  /** The endpoint in use now, as the header names it. */
  activeLabel: string;
  onUse: () => void;
  onDecline: () => void;
}

/** Asks before a link's `?endpoint=` is used: it would send this user's lookups to the link author's server. */
export function LinkEndpointDialog({ linkEndpoint, activeLabel, onUse, onDecline }: LinkEndpointDialogProps) {
  return (
    <Dialog open title="Use another API endpoint?" onClose={onDecline}>
      <p>
        This link asks tonlens to read from <strong className="mono">{linkEndpoint}</strong> instead of{' '}
        {activeLabel}. The blocks and addresses you look at would be sent to that server.
      </p>
      <p>Only continue if you trust who sent you the link.</p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="button" className="button button-primary" onClick={onUse}>
          Use {linkEndpoint}
        </button>
        <button type="button" className="button" onClick={onDecline}>
          Stay with {activeLabel}
        </button>
      </div>
    </Dialog>
  );
}
