import { createRoot } from 'react-dom/client';
import { lazy, Suspense } from 'react';
import { UiProvider, Box, Text } from '@haulstop/shared/ui';
import { loadRuntimeConfig } from '@haulstop/shared/config';
import { loadRemotePage, registerRuntimeRemotes } from './federation/load-remote-page';

async function start() {
  const config = await loadRuntimeConfig('/server.json');
  registerRuntimeRemotes(config.remotes);
  const pages = ['reserve/MapDashboard', 'finance/InvoiceDashboard', 'admin/CompanyProfile', 'reports/Reservations'].map((id) =>
    lazy(() => loadRemotePage(id).then((c) => ({ default: c }))),
  );
  createRoot(document.getElementById('root')!).render(
    <UiProvider>
      <Suspense fallback={<Text>Loading...</Text>}>
        <Box>{pages.map((Page, i) => <Page key={i} />)}</Box>
      </Suspense>
    </UiProvider>,
  );
}

void start();
