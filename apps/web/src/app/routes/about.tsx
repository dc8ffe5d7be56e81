import { GlobalPartners } from '../../features/about/components/global-partners';
import { MeetTheTeam } from '../../features/about/components/meet-the-team';
import { OurExpertise } from '../../features/about/components/our-expertise';
import { OurMission } from '../../features/about/components/our-mission';
import { OurOffice } from '../../features/about/components/our-office';
import { WhatDrivesUs } from '../../features/about/components/what-drives-us';
import { WhoWeAre } from '../../features/about/components/who-we-are';

export default function AboutPage() {
  return (
    <>
      <WhoWeAre />
      <GlobalPartners />
      <WhatDrivesUs />
      <OurMission />
      <OurOffice />
      <OurExpertise />
      <MeetTheTeam />
    </>
  );
}
