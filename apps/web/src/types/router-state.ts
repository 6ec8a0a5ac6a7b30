// Router state carried by the "For Businesses" menu to /business2/voice-agents: the label of the
// menu entry the visitor picked.
export type BusinessNavState = {
  businessType: string;
};
