import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MembersOnly } from '@/components/members-only';
import { SortAndLength } from '@/components/sort-and-length';
import { VideoCard } from '@/components/video-card';
import { fakeAuth, makeVideo, renderWithProviders } from '@/testing/test-utils';

/** Parts of Spanish pages rendered in the browser's way: their texts, names and figures in Spanish. */
describe('parts of a Spanish page', () => {
  it('a video card counts in Spanish and names its figures for screen readers in Spanish', () => {
    renderWithProviders(<VideoCard video={makeVideo(7, { viewCount: 12345, averageRating: 4.25 })} />, {
      locale: 'es',
    });
    expect(screen.getByText('12.345 visualizaciones')).toBeInTheDocument();
    expect(screen.getByText(/Valoración media/).parentElement).toHaveTextContent('Valoración media 4,3 de 5');
    expect(screen.getByText(/Duración/)).toBeInTheDocument();
  });

  it('the listing controls have Spanish labels and choices', () => {
    renderWithProviders(
      <SortAndLength
        sort="newest"
        sortOptions={[['newest', 'Más recientes']]}
        onSort={() => undefined}
        duration={undefined}
        onDuration={() => undefined}
      />,
      { locale: 'es' },
    );
    expect(screen.getByLabelText('Ordenar por')).toBeInTheDocument();
    const length = screen.getByLabelText('Duración');
    expect(length).toHaveTextContent('Cualquier duración');
    expect(length).toHaveTextContent('Cortos (menos de 5 min)');
  });

  it('a members-only page invites a visitor in Spanish', () => {
    renderWithProviders(<MembersOnly lead="Tus listas">x</MembersOnly>, {
      locale: 'es',
      auth: fakeAuth({ status: 'anonymous' }),
    });
    expect(screen.getByRole('heading', { name: '¡Únete a la pandilla, es gratis!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate ahora' })).toBeInTheDocument();
    expect(screen.queryByText(/Join the gang/)).toBeNull();
  });
});
