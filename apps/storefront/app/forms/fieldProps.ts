/** What the helpers read of a Conform field's metadata (any field type). */
interface FieldState {
  id: string;
  name: string;
  initialValue?: unknown;
  errors?: string[] | undefined;
  /** From the form's schema (Conform's `constraint`): marked on the label and on the input. */
  required?: boolean | undefined;
}

/**
 * The props of a UI kit text or password field for a Conform field: its id and name, the value
 * it starts with (what the shopper sent, after a server answer), its first error message and
 * whether it is required (an asterisk on the label, `required` on the input; the form is
 * `noValidate`, so the browser's own bubbles stay away). The UI kit wires `aria-invalid` and
 * `aria-describedby` itself.
 */
export function textFieldProps(field: FieldState) {
  return {
    id: field.id,
    name: field.name,
    defaultValue: typeof field.initialValue === 'string' ? field.initialValue : undefined,
    error: field.errors?.[0] ?? null,
    required: field.required,
  };
}

/** The props of a UI kit checkbox for a Conform field (ticked when the form sent `on`). */
export function checkboxProps(field: FieldState) {
  return {
    id: field.id,
    name: field.name,
    defaultChecked: field.initialValue === 'on',
    error: field.errors?.[0] ?? null,
  };
}
