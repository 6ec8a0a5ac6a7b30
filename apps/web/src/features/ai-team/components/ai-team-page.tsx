import { useState } from 'react';
import { IntroPage } from '../../../components/ui/section-intro';
import { aiRoles, type AiRole } from '../data/roles';
import { RoleCard } from './role-card';
import { RoleDemoDialog } from './role-demo-dialog';

/** /ai-team: the six AI roles (spec 000 §2), each with Get started and View demo. */
export const AiTeamPage = () => {
  const [demo, setDemo] = useState<AiRole | null>(null);
  return (
    <IntroPage
      eyebrow="AI Team"
      title="An AI team that works beside your crew"
      titleId="ai-team-title"
      intro={
        <p className="text-lg">
          Six AI roles take the calls, the paperwork and the planning off your plate, so your people
          can spend their day on the jobs that pay.
        </p>
      }
    >
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {aiRoles.map((role) => (
          <RoleCard key={role.id} role={role} onViewDemo={() => setDemo(role)} />
        ))}
      </div>
      {demo && <RoleDemoDialog role={demo} onClose={() => setDemo(null)} />}
    </IntroPage>
  );
};
