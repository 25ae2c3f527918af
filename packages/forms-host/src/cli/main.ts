// `leads COMMAND`: the team's commands with this process's environment, folder and output.
import { runFromProcess } from './index';

runFromProcess();
