import Form from 'react-bootstrap/Form';
import { useMessages } from '@/lib/i18n/messages';

export interface SpanishVideoText {
  titleEs: string;
  descriptionEs: string;
}

/**
 * A video's Spanish title and description (docs/decisions/0074): optional; left empty, Spanish pages show
 * the default text.
 */
export function SpanishVideoTextFields({
  id,
  value,
  onChange,
}: {
  id: string;
  value: SpanishVideoText;
  onChange: (value: SpanishVideoText) => void;
}) {
  const t = useMessages().admin.videos;
  return (
    <fieldset className="mb-2">
      <legend className="fs-6 mb-1">{t.inSpanish}</legend>
      <Form.Group controlId={`${id}-title-es`} className="mb-2">
        <Form.Label>{t.spanishTitle}</Form.Label>
        <Form.Control
          lang="es"
          value={value.titleEs}
          maxLength={200}
          onChange={(e) => onChange({ ...value, titleEs: e.target.value })}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-description-es`} className="mb-2">
        <Form.Label>{t.spanishDescription}</Form.Label>
        <Form.Control
          as="textarea"
          lang="es"
          rows={3}
          value={value.descriptionEs}
          maxLength={5000}
          onChange={(e) => onChange({ ...value, descriptionEs: e.target.value })}
        />
      </Form.Group>
    </fieldset>
  );
}
