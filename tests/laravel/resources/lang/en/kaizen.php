<?php

return ['locked' => 'This kaizen has been decided and can no longer change.'];
