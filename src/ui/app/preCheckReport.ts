/** The 'Permit Pre-check' page's content from the nudge worker's last answer and the dismissals. */
import type { PreCheckReport } from '../../shared/export/request';
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import { isInfrastructureLayerId } from '../../shared/layers/ids';
import { USE_TEXT } from '../../shared/precheck/capacity';
import { dismissedNudges, nudges, preCheck } from './nudgeController';

export function preCheckReport(): PreCheckReport {
  const dismissed = dismissedNudges.peek();
  const { unchecked, capacity, permits } = preCheck.peek();
  return {
    findings: nudges.peek().map((n) => ({
      severity: n.severity,
      message: n.message,
      citationTitle: n.citation.title,
      citationUrl: n.citation.url,
      acknowledged: dismissed.has(n.id),
    })),
    unchecked: unchecked.map((u) => ({
      ruleId: u.ruleId,
      layerName: isInfrastructureLayerId(u.layerId) ? LAYER_CATALOGUE[u.layerId].name : u.layerId,
      message: u.message,
    })),
    capacity: capacity && {
      areaSource: capacity.areaSource,
      usableFt2: capacity.usableFt2,
      objectsFt2: capacity.objectsFt2,
      factorFt2: capacity.factorFt2,
      useText: USE_TEXT[capacity.use],
      capacity: capacity.capacity,
      attendance: capacity.attendance,
      ft2PerPerson: capacity.ft2PerPerson,
      exceeds: capacity.exceeds,
    },
    permits: permits.map(({ name, office, url, reason }) => ({ name, office, url, reason })),
  };
}
