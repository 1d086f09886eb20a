import Form from 'react-bootstrap/Form';
import { useMessages } from '@/lib/i18n/messages';

export interface MultiSelectFieldProps {
  id: string;
  label: string;
  options: readonly { id: number; name: string }[];
  /** What an option stands for in `value` and `onChange`: its id or its name. */
  by: 'id' | 'name';
  value: readonly (string | number)[];
  onChange: (chosen: string[]) => void;
  minHeight: string;
  disabled?: boolean;
}

/** A half-width list to pick several from (a video's categories or stars). */
export function MultiSelectField({
  id,
  label,
  options,
  by,
  value,
  onChange,
  minHeight,
  disabled,
}: MultiSelectFieldProps) {
  return (
    <Form.Group controlId={id} className="col-12 col-md-6 mb-2">
      <Form.Label>{label}</Form.Label>
      <Form.Select
        multiple
        value={value.map(String)}
        disabled={disabled}
        onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}
        style={{ minHeight }}
      >
        {options.map((option) => (
          <option key={option.id} value={option[by]}>
            {option.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

export interface VideoText {
  title: string;
  description: string;
}

export interface VideoTextFieldsProps {
  /** Prefixes the fields' ids. */
  id: string;
  value: VideoText;
  onChange: (value: VideoText) => void;
  descriptionRows: number;
  disabled?: boolean;
}

/** A video's title and description, with the lengths the server accepts. */
export function VideoTextFields({ id, value, onChange, descriptionRows, disabled }: VideoTextFieldsProps) {
  const t = useMessages();
  return (
    <>
      <Form.Group controlId={`${id}-title`} className="mb-2">
        <Form.Label>{t.admin.videos.title}</Form.Label>
        <Form.Control
          value={value.title}
          maxLength={200}
          required
          disabled={disabled}
          onChange={(e) => onChange({ ...value, title: e.target.value })}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-description`} className="mb-2">
        <Form.Label>{t.videoPage.description}</Form.Label>
        <Form.Control
          as="textarea"
          rows={descriptionRows}
          value={value.description}
          maxLength={5000}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, description: e.target.value })}
        />
      </Form.Group>
    </>
  );
}
