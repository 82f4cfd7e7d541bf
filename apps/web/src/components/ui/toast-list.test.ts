import { describe, expect, it } from 'vitest';
import { toastOffset, withToast, type Toast } from './toast-list';

let lastId = 0;
const toast = (severity: Toast['severity'], message: Toast['message'], form?: string): Toast => ({
  id: (lastId += 1),
  severity,
  message,
  form,
});
const texts = (shown: readonly Toast[]) =>
  shown.map((item) => (typeof item.message === 'string' ? item.message : item.message.title));

describe('the toasts shown', () => {
  it('shows up to three at once, a fourth closing the oldest', () => {
    const shown = ['One', 'Two', 'Three', 'Four'].reduce<Toast[]>(
      (list, text) => withToast(list, toast('error', text)),
      [],
    );
    expect(texts(shown)).toEqual(['Two', 'Three', 'Four']);
  });

  it('closes the earlier errors and warnings of a form when that form succeeds, no others', () => {
    let shown = withToast([], toast('error', 'Please Fill Required Data', 'style'));
    shown = withToast(shown, toast('warning', 'Group already exists', 'style'));
    shown = withToast(shown, toast('error', 'Error in saving operation', 'operation'));
    shown = withToast(shown, toast('error', 'No style found'));
    shown = withToast(shown, toast('success', 'Data saved successfully', 'style'));
    expect(texts(shown)).toEqual([
      'Error in saving operation',
      'No style found',
      'Data saved successfully',
    ]);
  });

  it('says the same message once: said again, it moves to the newest place', () => {
    const list = { title: 'Please Fill Required Data', items: ['Please Enter Description'] };
    let shown = withToast([], toast('error', list, 'operation'));
    shown = withToast(shown, toast('success', 'Operation Saved Successfully'));
    shown = withToast(shown, toast('error', { ...list, items: [...list.items] }, 'operation'));
    expect(texts(shown)).toEqual(['Operation Saved Successfully', 'Please Fill Required Data']);
  });
});

describe('where the toasts sit', () => {
  // Toasts 392 px wide and 120 px high on a 400 x 800 phone, 8 px above the bottom.
  const stack = { left: 4, right: 396, height: 120 };
  const button = (top: number, left = 300, right = 380) => ({ top, bottom: top + 36, left, right });

  it('stays at the bottom when no button is in the way', () => {
    expect(toastOffset(stack, 8, 800, [])).toBe(8);
    // A button above the toasts, or beside them.
    expect(toastOffset(stack, 8, 800, [button(400)])).toBe(8);
    expect(toastOffset({ ...stack, left: 100, right: 250 }, 8, 800, [button(760)])).toBe(8);
  });

  it('rises above the dialog buttons it would cover', () => {
    // Save and Cancel at the bottom of a full-screen dialog: 8 px above their top.
    expect(toastOffset(stack, 8, 800, [button(752), button(752, 200, 280)])).toBe(56);
  });

  it('rises again above a button it would meet on the way', () => {
    expect(toastOffset(stack, 8, 800, [button(752), button(660, 20, 100)])).toBe(148);
  });
});
