import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Carousel } from '../../web/src/components/carousel/carousel';
import { installBrowserStubs } from './browser-stubs';
import { WithSiteCopy } from './with-site-copy';

beforeEach(() => {
  installBrowserStubs();
});

const SLIDES = ['Alpha', 'Bravo', 'Charlie'].map((title) => ({
  id: title,
  content: <p>{title}</p>,
}));

describe('the carousel', () => {
  it('is a labelled carousel region with every slide in the markup, "N of M"', () => {
    render(
      <WithSiteCopy>
        <Carousel label="Services" slides={SLIDES} />
      </WithSiteCopy>,
    );
    const carousel = screen.getByRole('region', { name: 'Services' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.map((s) => s.getAttribute('aria-roledescription'))).toEqual([
      'slide',
      'slide',
      'slide',
    ]);
    expect(slides.map((s) => s.textContent)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('has labelled previous, next and one dot per slide, the first one current', () => {
    render(
      <WithSiteCopy>
        <Carousel label="Services" slides={SLIDES} />
      </WithSiteCopy>,
    );
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'type',
      'button',
    );
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('type', 'button');
    const dots = [1, 2, 3].map((n) => screen.getByRole('button', { name: `Go to slide ${n}` }));
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual(['true', null, null]);
  });
});
