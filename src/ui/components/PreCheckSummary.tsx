/** The pre-check's figures for the whole plan: crowd capacity of the usable area (the permits have their own panel). */
import { useSignals } from '@preact/signals-react/runtime';
import { USE_TEXT } from '../../shared/precheck/capacity';
import { preCheck } from '../app/precheck/nudgeController';

const whole = (n: number) => Math.round(n).toLocaleString('en-US');

export function PreCheckSummary() {
  useSignals();
  const { capacity } = preCheck.value;
  return (
    <>
      {capacity && (
        <div className="precheck-capacity" role="group" aria-label="Crowd capacity">
          <h4 className="subsection-title">Crowd capacity</h4>
          <dl className="precheck-figures">
            <dt>Usable area</dt>
            <dd>
              {whole(capacity.usableFt2)} ft² ({capacity.areaSource === 'audience' ? 'audience area' : 'focused area'},
              less {whole(capacity.objectsFt2)} ft² of objects)
            </dd>
            <dt>Capacity</dt>
            <dd data-testid="capacity">
              {whole(capacity.capacity)} people at {capacity.factorFt2} ft² per person ({USE_TEXT[capacity.use]}, NYC
              Building Code)
            </dd>
            {capacity.attendance !== null && (
              <>
                <dt>Density</dt>
                <dd data-testid="density">
                  {capacity.ft2PerPerson === null ? '—' : `${capacity.ft2PerPerson.toFixed(1)} ft² per person`} for{' '}
                  {whole(capacity.attendance)} attending
                </dd>
              </>
            )}
          </dl>
        </div>
      )}
    </>
  );
}
