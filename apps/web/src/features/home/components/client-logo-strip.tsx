import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { CLIENT_LOGO_SIZE, clients } from '../../../content/home';

/**
 * The client logos scroll past in an endless loop (a second, hidden copy closes the gap).
 * It stops while hovered or focused, with the pause button, and for visitors who prefer
 * reduced motion, who see a still grid instead.
 */
export function ClientLogoStrip() {
  const [paused, setPaused] = useState(false);
  return (
    <section className="logo-strip" aria-labelledby="clients-title" data-paused={paused}>
      <div className="container logo-strip__header">
        <h2 id="clients-title" className="logo-strip__title">
          Trusted by teams across Europe
        </h2>
        <button
          type="button"
          className="logo-strip__toggle"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? 'Play logo animation' : 'Pause logo animation'}
        >
          {paused ? <Play aria-hidden="true" size={14} /> : <Pause aria-hidden="true" size={14} />}
        </button>
      </div>
      <div className="logo-strip__viewport">
        <div className="logo-strip__track">
          <LogoList />
          <LogoList hidden />
        </div>
      </div>
    </section>
  );
}

function LogoList({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul className="logo-strip__list" aria-hidden={hidden || undefined}>
      {clients.map((client) => (
        <li key={client.name}>
          <img
            src={client.logo}
            alt={hidden ? '' : client.name}
            width={CLIENT_LOGO_SIZE.width}
            height={CLIENT_LOGO_SIZE.height}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
