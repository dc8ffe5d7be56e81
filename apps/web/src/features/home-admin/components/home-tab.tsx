import { ClientTestimonialsPart } from './client-testimonials-part';
import { ClientsPart } from './clients-part';
import { KeyFiguresPart } from './key-figures-part';
import '../home-admin.css';

/**
 * The Home tab (Staff): what the home page states about the firm, which must be the firm's own:
 * the hero's key figures, the clients of the logo strip and what clients say.
 */
export default function HomeTab() {
  return (
    <div className="home-admin">
      <KeyFiguresPart />
      <ClientsPart />
      <ClientTestimonialsPart />
    </div>
  );
}
