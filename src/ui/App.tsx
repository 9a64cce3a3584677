/** The one map screen, or the mobile page below 768 px. */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type CSSProperties } from 'react';
import { RIGHT_PANEL_PX } from './app/focus/focusController';
import { sitePlanMode } from './store/focus';
import { MOBILE_CUTOFF_PX } from '../shared/app/constants';
import { startApp } from './app/startApp';
import { AboutDialog } from './components/AboutDialog';
import { EventInfoDialog } from './components/EventInfoDialog';
import { ExportOptionsDialog } from './components/ExportOptionsDialog';
import { eventInfoOpen, exportOptionsOpen } from './store/eventInfo';
import { Banners } from './components/Banners';
import { FocusBanner } from './components/FocusBanner';
import { GeographyChooser } from './components/GeographyChooser';
import { Header } from './components/Header';
import { LeftSidebar } from './components/LeftSidebar';
import { MapView } from './components/MapView';
import { MobilePage } from './components/MobilePage';
import { OverlapChooser } from './components/OverlapChooser';
import { PlaceSearch } from './components/PlaceSearch';
import { RightSidebar } from './components/RightSidebar';
import { TutorialPopover } from './components/TutorialPopover';
import { WalkthroughModal } from './components/WalkthroughModal';
import { WelcomeDialog } from './components/WelcomeDialog';
import { PlansDialog } from './components/PlansDialog';
import { plansList } from './store/plans';
import { useViewportWidth } from './hooks/useViewportWidth';
import { useOverlayBottom } from './hooks/useOverlayBottom';
import { aboutOpen, walkthroughOpen } from './store/dialogs';
import { geographyChosen, geographyChooserRequested } from './store/geography';
import { tutorial, tutorialBusy } from './store/tutorial';
import { ShareDialog } from './components/ShareDialog';
import { RevisionsDialog } from './components/RevisionsDialog';
import { revisionsOpen } from './store/eventInfo';
import { shareDialog, sharedView } from './store/share';

function Dialogs() {
  useSignals();
  const t = tutorial.value;
  if (t.showWelcome) return <WelcomeDialog />;
  if (t.isTutorialActive) return <TutorialPopover />;
  // Asked for: before the geography chooser, as opening a plan chooses its geography.
  if (plansList.value) return <PlansDialog />;
  // A shared link opens on its plan: its geography comes from the plan, not from the chooser.
  const choosing = !geographyChosen.value && !tutorialBusy.value && sharedView.value === null;
  if (geographyChooserRequested.value || choosing) return <GeographyChooser />;
  if (walkthroughOpen.value) return <WalkthroughModal />;
  if (aboutOpen.value) return <AboutDialog />;
  if (eventInfoOpen.value) return <EventInfoDialog />;
  if (exportOptionsOpen.value) return <ExportOptionsDialog />;
  if (shareDialog.value) return <ShareDialog />;
  if (revisionsOpen.value) return <RevisionsDialog />;
  return null;
}

function Workspace() {
  useSignals();
  useEffect(() => startApp(), []);
  const panel = sitePlanMode.value;
  const centerStack = useRef<HTMLDivElement>(null);
  useOverlayBottom(centerStack);
  return (
    <div className="app">
      <Header />
      <main
        className={panel ? 'workspace with-right-panel' : 'workspace'}
        style={{ '--right-panel': `${RIGHT_PANEL_PX}px` } as CSSProperties}
      >
        <MapView />
        <LeftSidebar />
        <PlaceSearch />
        <div className="center-stack" ref={centerStack}>
          <FocusBanner />
          <Banners />
          <OverlapChooser />
        </div>
        <RightSidebar />
      </main>
      <Dialogs />
    </div>
  );
}

export function App() {
  const width = useViewportWidth();
  return width < MOBILE_CUTOFF_PX ? <MobilePage /> : <Workspace />;
}
