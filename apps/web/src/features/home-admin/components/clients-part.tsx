import { clientCreateSchema, clientRoutes, type ClientAttributes } from '@app/shared/client';
import { IMAGE_MAX_BYTES, megabytes } from '@app/shared/media';
import type { MediaEditorDefinition, PhotoPreviewProps } from '../../media-admin/media-entry';
import { fromMediaEntity } from '../../media-admin/media/editor-media';
import { CLIENTS } from '../api/home-collections';
import { editorMessages } from './editor-messages';
import { OrderedEntriesSection } from './ordered-entries-section';

/** A logo as the strip shows it, or the client's name where there is none yet. */
function ClientLogo({ src, label }: PhotoPreviewProps) {
  return src ? (
    <img className="home-admin__logo" src={src} alt="" />
  ) : (
    <span className="home-admin__logo home-admin__logo--none" aria-hidden="true">
      {label || 'Logo'}
    </span>
  );
}

const names = { one: 'Client', other: 'Clients' };

type ClientForm = { name: string };

const CLIENT_EDITOR: MediaEditorDefinition<ClientAttributes, ClientForm, ClientForm, 'logo'> = {
  collection: CLIENTS,
  names,
  messages: editorMessages(names),
  form: {
    schema: clientCreateSchema.pick({ name: true }),
    fields: [{ name: 'name', label: 'Name', input: 'text', required: true }],
    // Without a logo the server refuses the client, naming the logo field.
    toData: ({ name }, { logo }) => ({ name, logo: logo[0]?.id }),
  },
  media: {
    type: 'photo',
    legend: 'Logo',
    fileNoun: 'logo',
    hint: `Required. A JPEG, PNG or WebP image up to ${megabytes(IMAGE_MAX_BYTES)}; a wide wordmark on a transparent background looks best.`,
    name: 'logo',
    noPhoto: 'No logo yet: a client is shown by its logo.',
    labelField: 'name',
    Preview: ClientLogo,
  },
};

/** The clients of the home page's logo strip. */
export function ClientsPart() {
  return (
    <OrderedEntriesSection
      editor={CLIENT_EDITOR}
      reorderRoute={clientRoutes.reorder}
      lead="Their logos scroll past under What We Offer, in this order; the name is the logo’s text for screen readers."
      nameOf={(client: ClientAttributes) => client.name}
      Preview={({ attributes }) => {
        const logo = attributes.logo?.data;
        return (
          <ClientLogo
            src={logo ? fromMediaEntity(logo).previewUrl : null}
            label={attributes.name}
          />
        );
      }}
      confirmDelete="The client leaves the home page, and its logo is deleted with it."
    />
  );
}
