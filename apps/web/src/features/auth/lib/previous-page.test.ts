import { afterEach, describe, expect, it } from 'vitest';
import { previousPage, resetPageHistory, trackLocation } from './previous-page';

describe('the previous page', () => {
  afterEach(resetPageHistory);

  it('is the location before the current one, repeats ignored', () => {
    expect(previousPage()).toBeNull();
    trackLocation('/video/abc/Nebula');
    expect(previousPage()).toBeNull();
    trackLocation('/signin');
    trackLocation('/signin');
    expect(previousPage()).toBe('/video/abc/Nebula');
  });
});
