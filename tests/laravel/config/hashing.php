<?php

return ['driver' => 'bcrypt', 'bcrypt' => ['rounds' => 4]];
