// Bundle entry of dist/crawl-github-shard/index.js: the runtime sets the exit code.
import { runAction } from '../../runtime/index.js';
import { crawlGithubShardAction } from './main.js';

await runAction(crawlGithubShardAction);
