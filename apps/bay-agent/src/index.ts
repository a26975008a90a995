// What tests and benchmarks use of the agent: the whole agent and its relay.
export { startAgent, type Agent } from './agent';
export { startRelay, type Relay } from './relay';
