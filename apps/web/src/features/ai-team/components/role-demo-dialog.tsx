import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import type { AiRole } from '../data/roles';

type RoleDemoDialogProps = { role: AiRole; onClose: () => void };

/** "View demo": a sample exchange with the role, labelled as a sample rather than a live chat. */
export const RoleDemoDialog = ({ role, onClose }: RoleDemoDialogProps) => (
  <Dialog
    title={`${role.role} demo`}
    description="A sample conversation showing how this role helps. It is an example, not a live chat."
    onClose={onClose}
    width="lg"
  >
    <DialogBody>
      <ol className="flex flex-col gap-3">
        {role.demo.map((line) => (
          <li
            key={line.text}
            className={`flex flex-col gap-1 ${line.from === 'you' ? 'items-end' : 'items-start'}`}
          >
            <span className="text-xs font-semibold text-neutral-500">
              {line.from === 'you' ? 'You' : `AI ${role.role}`}
            </span>
            <p
              className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed ${
                line.from === 'you'
                  ? 'rounded-br-md bg-brand-600 text-white'
                  : 'rounded-bl-md bg-neutral-100 text-neutral-800'
              }`}
            >
              {line.text}
            </p>
          </li>
        ))}
      </ol>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Link to={paths.signUp} className={buttonClass('primary')}>
          Get started
        </Link>
      </DialogActions>
    </DialogBody>
  </Dialog>
);
