import { Trans, useLingui } from '@lingui/react/macro';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import type { ClientAttributes } from '@app/shared/client';
import type { Entity } from '@app/shared/contract';
import { previewOf } from '../../../lib/preferred-image';

type Client = Entity<ClientAttributes>;

/**
 * The client logos scroll past in an endless loop (a second, hidden copy closes the gap).
 * It stops while hovered or focused, with the pause button, and for visitors who prefer
 * reduced motion, who see a still grid instead. Without clients there is no strip.
 */
export function ClientLogoStrip({ clients }: { clients: readonly Client[] }) {
  const [paused, setPaused] = useState(false);
  const { t } = useLingui();
  if (clients.length === 0) return null;
  return (
    <section className="logo-strip" aria-labelledby="clients-title" data-paused={paused}>
      <div className="container logo-strip__header">
        <h2 id="clients-title" className="logo-strip__title">
          <Trans>Trusted by teams across Europe</Trans>
        </h2>
        <button
          type="button"
          className="logo-strip__toggle"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? t`Play logo animation` : t`Pause logo animation`}
        >
          {paused ? <Play aria-hidden="true" size={14} /> : <Pause aria-hidden="true" size={14} />}
        </button>
      </div>
      <div className="logo-strip__viewport">
        <div className="logo-strip__track">
          <LogoList clients={clients} />
          <LogoList clients={clients} hidden />
        </div>
      </div>
    </section>
  );
}

function LogoList({ clients, hidden = false }: { clients: readonly Client[]; hidden?: boolean }) {
  return (
    <ul className="logo-strip__list" aria-hidden={hidden || undefined}>
      {clients.map((client) => (
        <li key={client.id}>
          <ClientLogo client={client.attributes} hidden={hidden} />
        </li>
      ))}
    </ul>
  );
}

function ClientLogo({ client, hidden }: { client: ClientAttributes; hidden: boolean }) {
  const logo = client.logo?.data;
  if (!logo) return <span className="logo-strip__name">{client.name}</span>;
  const image = previewOf(logo);
  return (
    <img
      src={image.url}
      alt={hidden ? '' : client.name}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading="lazy"
      decoding="async"
    />
  );
}
