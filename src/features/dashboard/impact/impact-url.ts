import { IMPACT_EFFECTS, type ImpactEffect, type ImpactPeriod } from './impact';

export type ImpactScope = 'team' | 'company';

/** The figure whose kaizens are listed: its effect and period. */
export interface ImpactChoice {
  effect: ImpactEffect;
  period: ImpactPeriod;
}

/** What the dashboard's address says of the impact: whose, and which figure is open. */
export interface ImpactView {
  scope: ImpactScope;
  figure: ImpactChoice | null;
}

const PARAMS = { scope: 'scope', effect: 'effect', period: 'period' } as const;
const PERIOD = /^\d{4}(-(0[1-9]|1[0-2]))?$/;

const isEffect = (value: string | null): value is ImpactEffect =>
  IMPACT_EFFECTS.some((effect) => effect === value);

/** The impact an address names; anything odd reads as the team's, no figure open. */
export function impactViewFromUrl(params: URLSearchParams): ImpactView {
  const scope = params.get(PARAMS.scope) === 'company' ? 'company' : 'team';
  const effect = params.get(PARAMS.effect);
  const period = params.get(PARAMS.period) ?? '';
  return {
    scope,
    figure: isEffect(effect) && PERIOD.test(period) ? { effect, period } : null,
  };
}

/** `?…` for `view`, the address's other params kept (the guard's `kaizen`, say). */
export function impactSearch(view: ImpactView, params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  Object.values(PARAMS).forEach((name) => next.delete(name));
  if (view.scope === 'company') next.set(PARAMS.scope, 'company');
  if (view.figure) {
    next.set(PARAMS.effect, view.figure.effect);
    next.set(PARAMS.period, view.figure.period);
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}
