/** Toasts last 5 seconds, success and error alike (core-domain spec, sections 8 and 9). */
export const toastDurationMs = 5000;

/** At most this many toasts show at once; a newer one closes the oldest. */
export const maxShownToasts = 3;

export type ToastSeverity = 'success' | 'error' | 'warning';

/** What a toast says: one line, or a title over a list (every problem of a failed save). */
export type ToastMessage = string | { readonly title: string; readonly items: readonly string[] };

export type Toast = {
  readonly id: number;
  readonly severity: ToastSeverity;
  readonly message: ToastMessage;
  /** The form the toast is about (its success closes its earlier errors), if any. */
  readonly form: string | undefined;
};

const textOf = (message: ToastMessage) =>
  typeof message === 'string' ? message : [message.title, ...message.items].join('\n');

/**
 * The toasts shown once `toast` arrives: the same message said again replaces the earlier
 * one (its 5 s start again); a success of a form closes that form's earlier errors and
 * warnings at once; beyond {@link maxShownToasts} the oldest go.
 */
export function withToast(shown: readonly Toast[], toast: Toast): Toast[] {
  const text = textOf(toast.message);
  const kept = shown.filter(
    (other) =>
      !(other.severity === toast.severity && textOf(other.message) === text) &&
      !(
        toast.severity === 'success' &&
        toast.form !== undefined &&
        other.form === toast.form &&
        other.severity !== 'success'
      ),
  );
  return [...kept, toast].slice(-maxShownToasts);
}

/** A box on the screen, in CSS pixels from the viewport's top left corner. */
export type ScreenBox = {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
};

/**
 * How far above the bottom of the viewport the toasts sit so that they cover none of
 * `buttons` (a dialog's action buttons): `base` when they are clear, otherwise just above the
 * highest button they would cover, and again above any they would then cover.
 *
 * @param stack - the toasts' horizontal extent and their height
 * @param gap - the space kept between the toasts and a button
 */
export function toastOffset(
  stack: { readonly left: number; readonly right: number; readonly height: number },
  base: number,
  viewportHeight: number,
  buttons: readonly ScreenBox[],
  gap = 8,
): number {
  let offset = base;
  for (;;) {
    const lower = viewportHeight - offset;
    const upper = lower - stack.height;
    const covered = buttons.filter(
      (button) =>
        button.right > stack.left &&
        button.left < stack.right &&
        button.bottom > upper &&
        button.top < lower,
    );
    if (covered.length === 0) return offset;
    offset = viewportHeight - Math.min(...covered.map((button) => button.top)) + gap;
  }
}
