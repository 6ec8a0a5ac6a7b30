// The plan names and prices live in lib/payments.ts, which the pricing page and the voice-agents
// landing page share; the dashboard's home page reads them from here.
export { tierPlans as plans, type TierPlan as PlanSummary } from '../../lib/payments';
