import { describe, expect, it } from 'vitest';
import { categoryNameIn, inLocale, videoTitleIn } from './catalogue-text';

describe('catalogue text in the page language', () => {
  it('shows the Spanish text on Spanish pages where there is one, the default otherwise', () => {
    const video = { title: 'Harbour Lights', titleEs: 'Luces del puerto' };
    expect(videoTitleIn('es', video)).toBe('Luces del puerto');
    expect(videoTitleIn('en', video)).toBe('Harbour Lights');
    expect(videoTitleIn('es', { title: 'Harbour Lights' })).toBe('Harbour Lights');
    expect(videoTitleIn('es', { title: 'Harbour Lights', titleEs: null })).toBe('Harbour Lights');
    expect(categoryNameIn('es', { name: 'Harbours', nameEs: 'Puertos' })).toBe('Puertos');
    expect(inLocale('es', 'Boats', '')).toBe('Boats');
  });
});
