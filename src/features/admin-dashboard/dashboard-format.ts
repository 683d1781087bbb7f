import type { DashboardData } from '../../../engine/admin/dashboard-data.ts';

// How the dashboard writes its figures: whole numbers grouped, dollars to the cent (to the
// hundredth of a cent under a dollar), milliseconds as they are.

const integer = new Intl.NumberFormat('en-US');

export function count(value: number): string {
  return integer.format(value);
}

export function dollars(value: number): string {
  return `$${value.toFixed(value !== 0 && Math.abs(value) < 1 ? 4 : 2)}`;
}

export function millis(value: number | null): string {
  return value === null ? '–' : `${integer.format(value)} ms`;
}

/** The budget in its own unit: dollars, or tokens. */
export function budgetFigure(budget: DashboardData['budget'], value: number): string {
  return budget.unit === 'usd' ? dollars(value) : `${count(Math.round(value))} tokens`;
}
