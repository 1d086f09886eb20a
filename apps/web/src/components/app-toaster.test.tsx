import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@/config/constants';
import { AppToaster } from './app-toaster';

function VisibleCount() {
  const { toasts } = useToasterStore();
  return <output aria-label="visible toasts">{toasts.filter((t) => t.visible).length}</output>;
}

function Durations() {
  const { toasts } = useToasterStore();
  return (
    <ul aria-label="durations">
      {toasts.map((t) => (
        <li key={t.id}>{`${t.type}:${String(t.duration)}`}</li>
      ))}
    </ul>
  );
}

describe('AppToaster', () => {
  afterEach(() => {
    act(() => {
      toast.remove();
    });
  });

  it('keeps at most 20 toasts on screen', () => {
    render(
      <>
        <AppToaster />
        <VisibleCount />
      </>,
    );

    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Toast ${String(i)}`);
    });

    expect(TOAST_LIMIT).toBe(20);
    expect(screen.getByRole('status', { name: 'visible toasts' })).toHaveTextContent('20');
  });

  it('uses the spec durations, which are react-hot-toast defaults', () => {
    render(
      <>
        <AppToaster />
        <Durations />
      </>,
    );

    act(() => {
      toast.error('e');
      toast.success('s');
      toast('b');
      toast.loading('l');
    });

    const list = screen.getByRole('list', { name: 'durations' });
    expect(list).toHaveTextContent(`error:${String(TOAST_DURATION_MS.error)}`);
    expect(list).toHaveTextContent(`success:${String(TOAST_DURATION_MS.success)}`);
    expect(list).toHaveTextContent(`blank:${String(TOAST_DURATION_MS.blank)}`);
    expect(list).toHaveTextContent('loading:Infinity');
  });
});
