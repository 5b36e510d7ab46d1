import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@common/limits';
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { DashboardGate } from '../components/DashboardGate';
import { Toaster } from '../components/ui/toast';

/** Everything under /app: the data layer, toasts and tooltips, behind the dashboard gate. */
export default function DashboardLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <DashboardGate />
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
