import { describe, expect, it } from 'vitest';
import { pagePaths } from '@starlane/contract';
import { pageRoutes } from './route-table';

describe('the route table', () => {
  it('has a page for every pattern of the contract, and no other', () => {
    const routed = pageRoutes.map((route) => (route.index ? '/' : route.path)).filter((path) => path !== '*');
    expect(new Set(routed)).toEqual(new Set(Object.values(pagePaths)));
    expect(routed).toHaveLength(Object.values(pagePaths).length);
  });
});
