/** What the helpers read of a Conform field's metadata (any field type). */
interface FieldState {
  id: string;
  name: string;
  initialValue?: unknown;
  errors?: string[] | undefined;
}

/**
 * The props of a UI kit text or password field for a Conform field: its id and name, the value
 * it starts with (what the shopper sent, after a server answer) and its first error message. The
 * UI kit wires `aria-invalid` and `aria-describedby` itself.
 */
export function textFieldProps(field: FieldState) {
  return {
    id: field.id,
    name: field.name,
    defaultValue: typeof field.initialValue === 'string' ? field.initialValue : undefined,
    error: field.errors?.[0] ?? null,
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
